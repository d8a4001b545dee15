import EndToEndSupport
import Foundation
import PagerConfig
import PagerSDL
import Testing

@testable import SlidingTabsKit

/// Reads and writes carry on when a signal interrupts them (EINTR). Files the program reads are
/// regular files (FIFOs are refused), which a local file system never interrupts; a network file
/// system, a pipe on standard output and a slow device can be. Every read and write loop goes
/// through `FileSystem.retryingOnInterrupt`, tested here where an interruption really happens:
/// a blocking pipe read on a thread where SIGUSR1 is unblocked and handled without SA_RESTART.
@Suite("Interrupted system calls")
struct InterruptTests {
    final class Reader: @unchecked Sendable {
        var thread: pthread_t?
        var result = 0
        var error: Int32 = 0
        let started = DispatchSemaphore(value: 0)
        let finished = DispatchSemaphore(value: 0)
    }

    @Test func aReadInterruptedBySignalsCarriesOnAndGetsTheData() throws {
        var action = sigaction()
        action.__sigaction_handler.sa_handler = { _ in }
        action.sa_flags = 0  // no SA_RESTART: a blocked read returns EINTR
        var previous = sigaction()
        sigaction(SIGUSR1, &action, &previous)
        defer { sigaction(SIGUSR1, &previous, nil) }
        var descriptors: [Int32] = [0, 0]
        try #require(pipe(&descriptors) == 0)
        defer { close(descriptors[0]); close(descriptors[1]) }
        let reader = Reader()
        let readEnd = descriptors[0]
        let thread = Thread {
            var unblock = sigset_t()
            sigemptyset(&unblock)
            sigaddset(&unblock, SIGUSR1)
            pthread_sigmask(SIG_UNBLOCK, &unblock, nil)
            reader.thread = pthread_self()
            reader.started.signal()
            var buffer = [UInt8](repeating: 0, count: 16)
            reader.result = FileSystem.retryingOnInterrupt { read(readEnd, &buffer, buffer.count) }
            reader.error = errno
            reader.finished.signal()
        }
        thread.start()
        reader.started.wait()
        let target = try #require(reader.thread)
        for _ in 0..<20 {
            usleep(5_000)
            pthread_kill(target, SIGUSR1)
        }
        let bytes: [UInt8] = Array("data".utf8)
        #expect(write(descriptors[1], bytes, bytes.count) == 4)
        #expect(reader.finished.wait(timeout: .now() + 10) == .success)
        #expect(reader.result == 4, "read returned \(reader.result), errno \(reader.error)")
    }
}
