// `layout-e2e --measure-child RESULT [--cpus N] -- PROGRAM [ARGUMENTS...]`: the helper between
// layout-e2e and each measured run (see Spawn.measured for why). It runs PROGRAM with its own
// standard streams, folder and environment, waits for it, and writes one line to RESULT:
//
//     wall-seconds user-seconds system-seconds peak-KiB wait-status
//
// It must stay small until it spawns: it is dispatched first thing in main, before any other
// work, so that its resident set (which the child inherits as a floor of ru_maxrss) is little
// more than the program loaded.
import Foundation

#if canImport(Glibc)
    import Glibc
#endif

enum MeasureChild {
    static let flag = "--measure-child"

    /// The helper's arguments (after the program name) for one command.
    static func arguments(resultFile: String, cpus: Int?, program: String, _ arguments: [String]) -> [String] {
        [flag, resultFile] + (cpus.map { ["--cpus", String($0)] } ?? []) + ["--", program] + arguments
    }

    /// One measured run, as the helper writes it and layout-e2e reads it.
    struct Result {
        var wall: Double
        var usage: rusage
        var status: Int32

        init(wall: Double, usage: rusage, status: Int32) {
            self.wall = wall
            self.usage = usage
            self.status = status
        }

        /// Reads the helper's line; nil when it is not five numbers.
        init?(_ line: String) {
            let fields = line.split(whereSeparator: \.isWhitespace)
            guard fields.count == 5, let wall = Double(fields[0]), let user = Double(fields[1]),
                let system = Double(fields[2]), let peak = Int(fields[3]), let status = Int32(fields[4])
            else { return nil }
            self.wall = wall
            self.status = status
            usage = rusage()
            usage.ru_utime = timeval(seconds: user)
            usage.ru_stime = timeval(seconds: system)
            usage.ru_maxrss = peak
        }

        var line: String {
            String(
                format: "%.9f %.6f %.6f %ld %d\n", wall, seconds(usage.ru_utime), seconds(usage.ru_stime),
                usage.ru_maxrss, status)
        }

        var measurement: Measurement { Measurement(wall: wall, usage: usage, status: status, timedOut: false) }
    }

    /// The helper's exit status when `arguments` (after the program name) ask for it; else nil.
    /// 0 when the command ran and was measured, whatever its own status; 70 when it could not.
    static func runIfAsked(_ arguments: [String]) -> Int32? {
        guard arguments.first == flag else { return nil }
        guard arguments.count >= 4, let separator = arguments.firstIndex(of: "--"), separator + 1 < arguments.count
        else {
            return helperFailure("usage: layout-e2e \(flag) RESULT [--cpus N] -- PROGRAM [ARGUMENTS...]")
        }
        let resultFile = arguments[1]
        let options = arguments[2..<separator]
        if options.count == 2, options.first == "--cpus", let count = Int(options.last!), count >= 1 {
            guard restrictToFirstCPUs(count) else { return helperFailure("cannot restrict to \(count) CPU(s)") }
        } else if !options.isEmpty {
            return helperFailure("unexpected \(options.joined(separator: " "))")
        }
        let command = Array(arguments[(separator + 1)...])
        guard let result = run(command) else {
            return helperFailure("cannot start \(command[0]): \(String(cString: strerror(errno)))")
        }
        guard FileManager.default.createFile(atPath: resultFile, contents: Data(result.line.utf8)) else {
            return helperFailure("cannot write \(resultFile)")
        }
        return 0
    }

    /// Spawns the command with everything inherited and reaps it; nil when it cannot start.
    private static func run(_ command: [String]) -> Result? {
        resetPeakMemory()
        let argv = CStringArray(command)
        var pid: pid_t = 0
        let clock = ContinuousClock()
        let start = clock.now
        let spawned = posix_spawn(&pid, command[0], nil, nil, argv.pointers, environ)
        guard spawned == 0 else {
            errno = spawned
            return nil
        }
        var status: Int32 = 0
        var usage = rusage()
        while wait4(pid, &status, 0, &usage) < 0 {
            guard errno == EINTR else { return nil }
        }
        return Result(wall: seconds(clock.now - start), usage: usage, status: status)
    }

    /// Keeps only the first `count` CPUs of this process's affinity mask (the child inherits it).
    private static func restrictToFirstCPUs(_ count: Int) -> Bool {
        // sched_getaffinity and sched_setaffinity are GNU extensions Swift's Glibc does not
        // import; they are looked up in the C library by name.
        typealias Affinity = @convention(c) (pid_t, Int, UnsafeMutableRawPointer) -> Int32
        guard let library = dlopen(nil, RTLD_NOW),
            let get = dlsym(library, "sched_getaffinity"), let set = dlsym(library, "sched_setaffinity")
        else { return false }
        // The mask: 1,024 bits (glibc's cpu_set_t), CPU n at bit n % 8 of byte n / 8.
        var mask = [UInt8](repeating: 0, count: 128)
        return mask.withUnsafeMutableBytes { bytes in
            guard unsafeBitCast(get, to: Affinity.self)(0, bytes.count, bytes.baseAddress!) == 0 else { return false }
            var kept = 0
            for cpu in 0..<(bytes.count * 8) {
                let bit = UInt8(1) << UInt8(cpu % 8)
                guard bytes[cpu / 8] & bit != 0 else { continue }
                if kept < count { kept += 1 } else { bytes[cpu / 8] &= ~bit }
            }
            return unsafeBitCast(set, to: Affinity.self)(0, bytes.count, bytes.baseAddress!) == 0
        }
    }

    private static func helperFailure(_ message: String) -> Int32 {
        FileHandle.standardError.write(Data("layout-e2e \(flag): \(message)\n".utf8))
        return 70
    }
}

extension timeval {
    init(seconds: Double) {
        let whole = seconds.rounded(.down)
        self.init(tv_sec: Int(whole), tv_usec: Int(((seconds - whole) * 1e6).rounded()))
    }
}
