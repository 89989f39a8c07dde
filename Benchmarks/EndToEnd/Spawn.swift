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
    var peakKibibytes: Int
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

    /// From what wait4 returned.
    init(wall: Double, usage: rusage, status: Int32, timedOut: Bool) {
        self.wall = wall
        user = seconds(usage.ru_utime)
        system = seconds(usage.ru_stime)
        peakKibibytes = Int(usage.ru_maxrss)
        exitStatus = exitCode(status)
        signal = terminatingSignal(status)
        self.timedOut = timedOut
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
    /// Run on only this many of the CPUs this process may use (measured runs only); nil for all.
    var cpus: Int?
}

enum SpawnError: Error, CustomStringConvertible {
    case spawn(String, Int32)
    case wait(Int32)
    case directory(String, Int32)
    case helper(String)

    var description: String {
        switch self {
        case .spawn(let program, let code): return "cannot start \(program): \(String(cString: strerror(code)))"
        case .wait(let code): return "wait4 failed: \(String(cString: strerror(code)))"
        case .directory(let path, let code): return "cannot run in \(path): \(String(cString: strerror(code)))"
        case .helper(let why): return "the measuring helper failed: \(why)"
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
    /// Runs `command` directly to its end (or until `timeout` seconds, then SIGKILL) and
    /// measures it. Its peak memory is at least this process's resident set (see
    /// `measured`): good enough for git, python and the like, not for the runs reported.
    static func run(_ command: ChildCommand, timeout: Double) throws -> Measurement {
        let done = try spawnAndWait(command.program, command.arguments, command, timeout: timeout)
        return Measurement(wall: done.wall, usage: done.usage, status: done.status, timedOut: done.timedOut)
    }

    /// Runs `command` through this program's `--measure-child` helper and returns what the
    /// helper measured of it.
    ///
    /// Why a helper: on Linux, exec keeps the high-water mark of the address space it replaces,
    /// and posix_spawn's child replaces this process's own, so a child spawned from here shows
    /// at least this process's resident set (about 25 MiB with Foundation and the scenarios'
    /// bookkeeping) as its ru_maxrss. The helper is a fresh exec of this program that has done
    /// nothing yet (about 17 MiB, below the `layout` binary's own start-up size, so the peak
    /// reported is the child's own), spawns the command, reaps it with wait4 and writes the
    /// times and the peak to a file. The helper and the command share a new process group, so
    /// the timeout (and an interrupt of this program) stops both.
    static func measured(_ command: ChildCommand, timeout: Double, resultFile: String) throws -> Measurement {
        try? FileManager.default.removeItem(atPath: resultFile)
        let arguments = MeasureChild.arguments(
            resultFile: resultFile, cpus: command.cpus, program: command.program,
            command.arguments)
        let done = try spawnAndWait(ownExecutable(), arguments, command, timeout: timeout)
        let helper = Measurement(wall: done.wall, usage: done.usage, status: done.status, timedOut: done.timedOut)
        guard !done.timedOut else { return helper }
        guard helper.exitStatus == 0 else {
            throw SpawnError.helper(helper.failureText(timeout: timeout) + firstLine(of: command.standardError))
        }
        guard let text = try? String(contentsOfFile: resultFile, encoding: .utf8),
            let result = MeasureChild.Result(text)
        else {
            throw SpawnError.helper("no result in \(resultFile)")
        }
        return result.measurement
    }

    /// Spawns `program` in a new process group with the command's folder and files, waits for it.
    private static func spawnAndWait(
        _ program: String, _ arguments: [String], _ command: ChildCommand,
        timeout: Double
    ) throws -> (wall: Double, usage: rusage, status: Int32, timedOut: Bool) {
        resetPeakMemory()
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, command.standardOutput, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        posix_spawn_file_actions_addopen(&actions, 2, command.standardError, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        // A group of its own, and SIGINT and SIGTERM back to their defaults (this program
        // ignores them, forwarding them as SIGKILL to the group; see ChildGroup).
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETPGROUP | POSIX_SPAWN_SETSIGDEF))
        posix_spawnattr_setpgroup(&attributes, 0)
        var defaults = sigset_t()
        sigemptyset(&defaults)
        sigaddset(&defaults, SIGINT)
        sigaddset(&defaults, SIGTERM)
        posix_spawnattr_setsigdefault(&attributes, &defaults)

        let argv = CStringArray([program] + arguments)
        let envp = CStringArray(childEnvironment)
        var pid: pid_t = 0
        // The child starts in `command.directory`, through the file actions: this process does
        // not move there, which would move every thread of it (a test run reading a relative
        // path at that moment reads the wrong file).
        guard let addChdir = Self.addChdir() else { throw SpawnError.directory(command.directory, ENOSYS) }
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: command.directory, isDirectory: &isFolder), isFolder.boolValue
        else { throw SpawnError.directory(command.directory, ENOENT) }
        let moved = addChdir(&actions, command.directory)
        guard moved == 0 else { throw SpawnError.directory(command.directory, moved) }
        let clock = ContinuousClock()
        let start = clock.now
        let spawned = posix_spawn(&pid, program, &actions, &attributes, argv.pointers, envp.pointers)
        guard spawned == 0 else { throw SpawnError.spawn(program, spawned) }

        ChildGroup.current.set(pid)
        defer { ChildGroup.current.set(nil) }
        let watchdog = Watchdog(group: pid, after: timeout)
        var status: Int32 = 0
        var usage = rusage()
        while wait4(pid, &status, 0, &usage) < 0 {
            guard errno == EINTR else { watchdog.cancel(); throw SpawnError.wait(errno) }
        }
        let wall = seconds(clock.now - start)
        return (wall, usage, status, watchdog.cancel())
    }

    private typealias AddChdir =
        @convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t>, UnsafePointer<CChar>) -> Int32

    /// `posix_spawn_file_actions_addchdir_np` (glibc 2.29 and later), found at run time: Swift's
    /// Glibc module does not export it. Nil where the C library lacks it.
    private static func addChdir() -> AddChdir? {
        guard let library = dlopen(nil, RTLD_NOW) else { return nil }
        defer { dlclose(library) }
        guard let symbol = dlsym(library, "posix_spawn_file_actions_addchdir_np") else { return nil }
        return unsafeBitCast(symbol, to: AddChdir.self)
    }

    /// This program's path, for the helper (Linux: /proc/self/exe).
    private static func ownExecutable() -> String {
        (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe"))
            ?? which(CommandLine.arguments[0]) ?? CommandLine.arguments[0]
    }

    /// "; standard error: <its first line>" when the file has one.
    static func firstLine(of path: String) -> String {
        guard let handle = FileHandle(forReadingAtPath: path) else { return "" }
        defer { try? handle.close() }
        let head = (try? handle.read(upToCount: 300)) ?? Data()
        let line = String(decoding: head, as: UTF8.self).split(separator: "\n").first.map(String.init) ?? ""
        return line.isEmpty ? "" : "; standard error: \(line)"
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

/// The process group of the child running now, so that an interrupt (SIGINT, SIGTERM) of
/// this program stops it too: the children run in their own group, which the terminal's
/// Ctrl-C does not reach.
final class ChildGroup: @unchecked Sendable {
    static let current = ChildGroup()
    private let lock = NSLock()
    private var group: pid_t?
    private var sources: [DispatchSourceSignal] = []

    func set(_ pid: pid_t?) {
        lock.lock()
        defer { lock.unlock() }
        group = pid
    }

    /// From now on SIGINT and SIGTERM kill the running child's group, then this program.
    func forwardInterrupts() {
        for number in [SIGINT, SIGTERM] {
            signal(number, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: number, queue: .global())
            source.setEventHandler { [self] in
                lock.lock()
                if let group { kill(-group, SIGKILL) }
                lock.unlock()
                FileHandle.standardError.write(Data("layout-e2e: interrupted\n".utf8))
                exit(128 + number)
            }
            source.resume()
            sources.append(source)
        }
    }
}

/// Kills a child's process group when it is still running after its time; `cancel()` stops
/// it and says whether it fired.
final class Watchdog: @unchecked Sendable {
    private let lock = NSLock()
    private var fired = false
    private var cancelled = false

    init(group: pid_t, after timeout: Double) {
        DispatchQueue.global().asyncAfter(deadline: .now() + timeout) { [self] in
            lock.lock()
            defer { lock.unlock() }
            guard !cancelled else { return }
            fired = true
            kill(-group, SIGKILL)
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
