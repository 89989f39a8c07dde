import Foundation

#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// Runs independent pieces of work on several threads and keeps their results in the order of
/// the work, so what is printed does not depend on which thread finished first.
///
///     let squares = ParallelWork.map(count: 100, workers: 4) { $0 * $0 }   // [0, 1, 4, ...]
///
/// Each worker takes the next index when it is done with one, so a long piece does not hold
/// up the short ones behind it. The calling thread is one of the workers.
enum ParallelWork {
    /// The CPUs this process may run on (its affinity mask, where the system has one).
    static var availableCPUs: Int { max(1, ProcessInfo.processInfo.activeProcessorCount) }

    /// `body(0) ... body(count - 1)`, on `workers` threads at most; the results in index order.
    static func map<Result: Sendable>(count: Int, workers: Int, _ body: @escaping @Sendable (Int) -> Result) -> [Result]
    {
        let threads = min(workers, count)
        guard threads > 1 else { return (0..<count).map(body) }
        let board = WorkBoard<Result>(count: count)
        let work: @Sendable () -> Void = {
            while let index = board.take() { board.put(body(index), at: index) }
        }
        let finished = DispatchSemaphore(value: 0)
        for _ in 1..<threads {
            let thread = Thread {
                work()
                finished.signal()
            }
            thread.stackSize = workerStackSize
            thread.start()
        }
        work()
        for _ in 1..<threads { finished.wait() }
        return board.results()
    }

    /// The main thread's stack size (the soft limit of RLIMIT_STACK), so a file that a
    /// sequential run checks on the main thread fits on a worker too; 8 MiB when unlimited.
    static var workerStackSize: Int {
        var limit = rlimit()
        let eightMiB = 8 << 20
        #if canImport(Glibc)
            let resource = __rlimit_resource_t(RLIMIT_STACK.rawValue)
        #else
            let resource = RLIMIT_STACK
        #endif
        // RLIM_INFINITY is all ones, which Int(clamping:) turns into Int.max.
        guard getrlimit(resource, &limit) == 0 else { return eightMiB }
        let soft = Int(clamping: limit.rlim_cur)
        return soft == Int.max ? eightMiB : max(eightMiB, soft)
    }
}

/// The next index to take and the results put so far, behind one lock.
private final class WorkBoard<Result: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    private let count: Int
    private var next = 0
    private var slots: [Result?]

    init(count: Int) {
        self.count = count
        slots = Array(repeating: nil, count: count)
    }

    /// The next index nobody has taken, or nil when all are taken.
    func take() -> Int? {
        lock.lock()
        defer { lock.unlock() }
        guard next < count else { return nil }
        next += 1
        return next - 1
    }

    func put(_ result: Result, at index: Int) {
        lock.lock()
        defer { lock.unlock() }
        slots[index] = result
    }

    /// Every result, once every index has been put.
    func results() -> [Result] {
        lock.lock()
        defer { lock.unlock() }
        return slots.map { $0! }
    }
}
