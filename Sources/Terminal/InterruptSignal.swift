internal import CTerminal
import Foundation

/// Ctrl-C, caught for the life of a ``LineEditor`` and remembered until someone asks.
///
/// The SIGINT handler is C (`CTerminal/interrupt.c`, one definition of the handler and its
/// state for the whole process, in every build configuration) and does only
/// async-signal-safe work: it sets an atomic flag and writes one byte to a non-blocking
/// self-pipe. Waiting for a key polls standard input *and* the pipe, so an interrupt
/// wakes the wait even when the kernel delivers the signal to another thread, and even
/// when it lands between checking the flag and calling `poll`. Nothing is ever
/// `longjmp`ed over, and the handler never runs Swift code.
final class InterruptSignal {
    private let wakeRead: Int32
    private let wakeWrite: Int32
    private var previous = sigaction()

    /// Creates the self-pipe and installs the handler.
    ///
    /// Without a pipe (no descriptors left), the flag still works; only the wake-up of a
    /// wait by a signal delivered to another thread is lost (`poll` ignores fd -1).
    init() {
        var ends: [Int32] = [-1, -1]
        if pipe(&ends) == 0 {
            for end in ends {
                _ = fcntl(end, F_SETFD, FD_CLOEXEC)
                _ = fcntl(end, F_SETFL, fcntl(end, F_GETFL) | O_NONBLOCK)
            }
        } else {
            ends = [-1, -1]
        }
        wakeRead = ends[0]
        wakeWrite = ends[1]
        _ = hark_interrupt_install(wakeRead, wakeWrite, &previous)
    }

    deinit {
        hark_interrupt_uninstall(&previous)
        if wakeRead >= 0 { close(wakeRead) }
        if wakeWrite >= 0 { close(wakeWrite) }
    }

    /// Whether Ctrl-C arrived and has not been taken yet.
    var isPending: Bool { hark_interrupt_is_pending() != 0 }

    /// Reports a pending Ctrl-C once, and forgets it.
    func take() -> Bool { hark_interrupt_take() != 0 }

    /// Takes SIGINT back from whoever installed a handler over ours (readline does, each
    /// time it sets its signal handlers up).
    func reclaim() { hark_interrupt_reclaim() }

    /// How a wait for input ended.
    enum Wake {
        /// The descriptor has bytes, end of file, or an error to read.
        case readable
        /// Ctrl-C is pending.
        case interrupted
        /// Another signal interrupted the wait, or `timeout` passed: look around, wait again.
        case elsewhere
    }

    /// Blocks until `descriptor` can be read, Ctrl-C is pending, another signal interrupts
    /// the wait, or `timeout` milliseconds pass (-1: no limit).
    func wait(forInputOn descriptor: Int32, timeout: Int32 = -1) -> Wake {
        if isPending { return .interrupted }
        var watched = [
            pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0),
            pollfd(fd: wakeRead, events: Int16(POLLIN), revents: 0),
        ]
        let ready = poll(&watched, nfds_t(watched.count), timeout)
        if isPending { return .interrupted }
        if ready < 0 {
            if errno == EINTR || errno == EAGAIN { return .elsewhere }
            return .readable  // let the reader meet the error and report end of file
        }
        if watched[0].revents != 0 { return .readable }
        // A stale wake-up byte from an interrupt that was already taken.
        if watched[1].revents != 0 { drainWakeups() }
        return .elsewhere
    }

    private func drainWakeups() {
        var buffer = [UInt8](repeating: 0, count: 64)
        while buffer.withUnsafeMutableBytes({ read(wakeRead, $0.baseAddress, $0.count) }) > 0 {}
    }
}
