// Running one child process and measuring it: posix_spawn, then wait4 for its resource usage.
import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// What one run of a child cost, as the kernel counted it.
struct Measurement: Sendable {
    /// Seconds from just before posix_spawn to just after wait4 returned.
    var wall: Double
    /// The child's user and system CPU seconds (ru_utime, ru_stime).
    var user: Double
    var system: Double
    /// The child's peak resident set, in KiB (ru_maxrss; Linux counts KiB).
    var peakKiB: Int
    /// The exit status, or nil when a signal ended it.
    var exitStatus: Int32?
    /// The signal that ended it, if one did.
    var signal: Int32?
    /// True when the timeout stopped it.
    var timedOut: Bool

    var cpu: Double { user + system }
    var succeeded: Bool { exitStatus == 0 && !timedOut }

    /// "exit status 1", "killed by signal 9", "stopped after 600 s".
    func failureText(timeout: Double) -> String {
        if timedOut { return "stopped after \(Int(timeout)) s (--timeout)" }
        if let signal { return "killed by signal \(signal)" }
        return "exit status \(exitStatus ?? -1)"
    }
}

/// A command to run: the program (an absolute path), its arguments, the folder it runs in,
/// and where its standard output and standard error go (standard input is /dev/null).
struct ChildCommand {
    var program: String
    var arguments: [String]
    var directory: String
    var standardOutput: String
    var standardError: String
}

enum SpawnError: Error, CustomStringConvertible {
    case spawn(String, Int32)
    case wait(Int32)
    case directory(String, Int32)

    var description: String {
        switch self {
        case .spawn(let program, let code): return "cannot start \(program): \(String(cString: strerror(code)))"
        case .wait(let code): return "wait4 failed: \(String(cString: strerror(code)))"
        case .directory(let path, let code): return "cannot run in \(path): \(String(cString: strerror(code)))"
        }
    }
}

/// The environment children get: this one without CI (with it `layout test` writes nothing)
/// and without LAYOUT_SNAPSHOT_RECORD (it would change what `layout test` writes).
let childEnvironment: [String] = ProcessInfo.processInfo.environment
    .filter { $0.key != "CI" && $0.key != "LAYOUT_SNAPSHOT_RECORD" }
    .map { "\($0.key)=\($0.value)" }
    .sorted()

enum Spawn {
    /// Runs `command` to its end (or until `timeout` seconds, then SIGKILL) and measures it.
    ///
    /// Peak memory on Linux: exec keeps the high-water mark of the address space it replaces, and
    /// posix_spawn's child replaces this process's own (vfork), so a child's ru_maxrss is at least
    /// this process's peak resident set. `resetPeakMemory()` lowers that to this process's current
    /// resident set before each spawn; `floorMeasurement` measures what is left.
    static func run(_ command: ChildCommand, timeout: Double) throws -> Measurement {
        resetPeakMemory()
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, command.standardOutput, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        posix_spawn_file_actions_addopen(&actions, 2, command.standardError, O_WRONLY | O_CREAT | O_TRUNC, 0o644)

        let argv = CStringArray([command.program] + command.arguments)
        let envp = CStringArray(childEnvironment)
        var pid: pid_t = 0
        // The child starts in `command.directory`: this process moves there for the spawn and
        // back (posix_spawn_file_actions_addchdir_np is not visible from Swift's Glibc).
        let home = FileManager.default.currentDirectoryPath
        guard chdir(command.directory) == 0 else { throw SpawnError.directory(command.directory, errno) }
        let clock = ContinuousClock()
        let start = clock.now
        let spawned = posix_spawn(&pid, command.program, &actions, nil, argv.pointers, envp.pointers)
        chdir(home)
        guard spawned == 0 else { throw SpawnError.spawn(command.program, spawned) }

        let watchdog = Watchdog(pid: pid, after: timeout)
        var status: Int32 = 0
        var usage = rusage()
        while wait4(pid, &status, 0, &usage) < 0 {
            guard errno == EINTR else { watchdog.cancel(); throw SpawnError.wait(errno) }
        }
        let wall = seconds(clock.now - start)
        let timedOut = watchdog.cancel()
        return Measurement(
            wall: wall, user: seconds(usage.ru_utime), system: seconds(usage.ru_stime), peakKiB: Int(usage.ru_maxrss),
            exitStatus: exitCode(status), signal: terminatingSignal(status), timedOut: timedOut)
    }
}

/// The exit code of a wait status, when the child exited (WIFEXITED, WEXITSTATUS).
func exitCode(_ status: Int32) -> Int32? {
    status & 0x7f == 0 ? (status >> 8) & 0xff : nil
}

/// The signal of a wait status, when one ended the child (WIFSIGNALED, WTERMSIG).
func terminatingSignal(_ status: Int32) -> Int32? {
    let signal = status & 0x7f
    return signal != 0 && signal != 0x7f ? signal : nil
}

func seconds(_ duration: Duration) -> Double {
    Double(duration.components.seconds) + Double(duration.components.attoseconds) * 1e-18
}

func seconds(_ time: timeval) -> Double {
    Double(time.tv_sec) + Double(time.tv_usec) * 1e-6
}

/// Sets this process's peak resident set back to its current one (Linux: `5` into
/// /proc/self/clear_refs), so that the next child's ru_maxrss does not carry it; does
/// nothing where that file cannot be written.
func resetPeakMemory() {
    let fd = open("/proc/self/clear_refs", O_WRONLY)
    guard fd >= 0 else { return }
    _ = write(fd, "5", 1)
    close(fd)
}

/// Sends SIGKILL to a child that is still running after its time; `cancel()` stops it and
/// says whether it fired.
final class Watchdog: @unchecked Sendable {
    private let lock = NSLock()
    private var fired = false
    private var cancelled = false

    init(pid: pid_t, after timeout: Double) {
        DispatchQueue.global().asyncAfter(deadline: .now() + timeout) { [self] in
            lock.lock()
            defer { lock.unlock() }
            guard !cancelled else { return }
            fired = true
            kill(pid, SIGKILL)
        }
    }

    /// Disarms it (the child has been reaped); true if it had already killed the child.
    @discardableResult
    func cancel() -> Bool {
        lock.lock()
        defer { lock.unlock() }
        cancelled = true
        return fired
    }
}

/// NUL-terminated copies of strings and the NULL-terminated array of their pointers that
/// posix_spawn takes; freed when released.
final class CStringArray {
    private(set) var pointers: [UnsafeMutablePointer<CChar>?]

    init(_ strings: [String]) {
        pointers = strings.map { strdup($0) } + [nil]
    }

    deinit {
        for pointer in pointers { free(pointer) }
    }
}
