import Dispatch
import FoundationEssentials
import PagerConfig

#if canImport(Glibc)
    import Glibc
#endif

/// The one harness `bench` and `soak` run on: a number of frames, each a call of a body, timed
/// one by one, with resident memory sampled as they go.
package enum FrameHarness {
    /// What a run measured, in the same memory however many frames it ran.
    package struct Measurements {
        /// The frames' times.
        package var frameTimes = FrameTimes()
        /// When the first frame ended (uptime nanoseconds).
        package var firstFrameEnd: UInt64 = 0
        /// The whole run's time, in milliseconds.
        package var totalMilliseconds = 0.0
        /// The frame ranges resident memory is watched in, and the highest it was sampled in each (MB).
        package var residentWindows: [Range<Int>] = []
        package var residentPeaks: [Double] = []

        /// The `p` quantile (0...1) of the frame times, in milliseconds.
        package func percentile(_ p: Double) -> Double { frameTimes.percentile(p) }

        /// The highest resident memory sampled in `frames`, one of the windows the run watched.
        package func residentPeak(in frames: Range<Int>) -> Double {
            residentWindows.firstIndex(of: frames).map { residentPeaks[$0] } ?? 0
        }
    }

    /// Runs `body(frame)` for each of `frames` frames, timing each, and samples resident memory
    /// every `sampleEvery` frames (never when 0), keeping its peak in each of `windows`.
    package static func run(
        frames: Int, sampleEvery: Int = 0, windows: [Range<Int>] = [], _ body: (Int) throws -> Void
    ) rethrows -> Measurements {
        var measured = Measurements()
        measured.residentWindows = windows
        measured.residentPeaks = windows.map { _ in 0 }
        let start = DispatchTime.now().uptimeNanoseconds
        for frame in 0..<frames {
            let begin = DispatchTime.now().uptimeNanoseconds
            try body(frame)
            let end = DispatchTime.now().uptimeNanoseconds
            if frame == 0 { measured.firstFrameEnd = end }
            measured.frameTimes.add(nanoseconds: end - begin)
            if sampleEvery > 0 && frame % sampleEvery == 0 {
                let resident = residentMegabytes()
                for (index, window) in windows.enumerated() where window.contains(frame) {
                    measured.residentPeaks[index] = max(measured.residentPeaks[index], resident)
                }
            }
        }
        measured.totalMilliseconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6
        return measured
    }

    /// Current resident memory in MB, from /proc/self/statm.
    package static func residentMegabytes() -> Double {
        guard let bytes = try? FileSystem.readRegularFile("/proc/self/statm", maximumSize: 4096),
            let pages = String(decoding: bytes, as: UTF8.self).split(separator: " ").dropFirst().first.flatMap({ Double($0) })
        else { return 0 }
        return pages * Double(sysconf(Int32(_SC_PAGESIZE))) / 1_048_576
    }

    /// The highest resident memory of the process so far, in MB.
    package static func peakResidentMegabytes() -> Double {
        var usage = rusage()
        getrusage(RUSAGE_SELF.rawValue, &usage)
        return Double(usage.ru_maxrss) / 1024
    }

    /// The CPU time the process has used, user and system, all threads, in milliseconds.
    package static func processCPUMilliseconds() -> Double {
        var usage = rusage()
        getrusage(RUSAGE_SELF.rawValue, &usage)
        func milliseconds(_ time: timeval) -> Double { Double(time.tv_sec) * 1000 + Double(time.tv_usec) / 1000 }
        return milliseconds(usage.ru_utime) + milliseconds(usage.ru_stime)
    }

    /// `value` to a thousandth, for reports.
    package static func round(_ value: Double) -> Double { (value * 1000).rounded() / 1000 }
}
