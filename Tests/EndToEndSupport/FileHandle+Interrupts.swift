import Foundation

extension FileHandle {
    /// Everything the other end writes until it closes. Foundation's `readDataToEndOfFile()`
    /// stops the tests with a fatal error when a read is interrupted (EINTR): the test process
    /// runs many programs at once, and a child's exit signal (SIGCHLD, which dispatch handles) can
    /// land on the reading thread. This read carries on.
    package func readAllRetryingInterrupts() -> Data {
        var data = Data()
        var buffer = [UInt8](repeating: 0, count: 65_536)
        while true {
            let count = Glibc.read(fileDescriptor, &buffer, buffer.count)
            if count > 0 {
                data.append(contentsOf: buffer[0..<count])
            } else if count == 0 || errno != EINTR {
                return data
            }
        }
    }

    /// The next byte the other end writes; nil once it closes. Interrupted reads carry on.
    package func readByteRetryingInterrupts() -> UInt8? {
        var byte: UInt8 = 0
        while true {
            let count = Glibc.read(fileDescriptor, &byte, 1)
            if count == 1 { return byte }
            if count == 0 || errno != EINTR { return nil }
        }
    }
}
