import Foundation

/// Why a WAV file could not be read.
public enum WAVError: Error, Equatable, Sendable {
    /// Not a RIFF/WAVE file, or cut short.
    case notWAV
    /// A WAVE file in another encoding than 16-bit PCM.
    case unsupportedFormat(channels: Int, bitsPerSample: Int, format: Int)
}

extension Audio {
    /// The audio as a RIFF/WAVE file of 16-bit little-endian PCM, mono.
    public var wavData: Data {
        var data = Data()
        func append<T: FixedWidthInteger>(_ value: T) {
            withUnsafeBytes(of: value.littleEndian) { data.append(contentsOf: $0) }
        }
        let byteCount = UInt32(samples.count * 2)
        data.append(contentsOf: Array("RIFF".utf8))
        append(UInt32(36) + byteCount)
        data.append(contentsOf: Array("WAVEfmt ".utf8))
        append(UInt32(16))
        append(UInt16(1))  // PCM
        append(UInt16(1))  // mono
        append(UInt32(sampleRate))
        append(UInt32(sampleRate * 2))
        append(UInt16(2))
        append(UInt16(16))
        data.append(contentsOf: Array("data".utf8))
        append(byteCount)
        for sample in samples { append(sample) }
        return data
    }

    /// Reads a RIFF/WAVE file of 16-bit PCM; several channels are mixed down to one.
    public init(wavData data: Data) throws(WAVError) {
        let bytes = [UInt8](data)
        func u32(_ at: Int) -> Int {
            Int(bytes[at]) | Int(bytes[at + 1]) << 8 | Int(bytes[at + 2]) << 16 | Int(bytes[at + 3]) << 24
        }
        func u16(_ at: Int) -> Int { Int(bytes[at]) | Int(bytes[at + 1]) << 8 }
        guard bytes.count >= 12, bytes[0..<4].elementsEqual("RIFF".utf8), bytes[8..<12].elementsEqual("WAVE".utf8)
        else { throw .notWAV }
        var offset = 12
        var format: (code: Int, channels: Int, rate: Int, bits: Int)?
        while offset + 8 <= bytes.count {
            let size = u32(offset + 4)
            let body = offset + 8
            let id = bytes[offset..<offset + 4]
            if id.elementsEqual("fmt ".utf8), body + 16 <= bytes.count {
                format = (u16(body), u16(body + 2), u32(body + 4), u16(body + 14))
            } else if id.elementsEqual("data".utf8) {
                guard let format else { throw .notWAV }
                guard format.code == 1 || format.code == 0xFFFE, format.bits == 16, format.channels >= 1 else {
                    throw .unsupportedFormat(channels: format.channels, bitsPerSample: format.bits, format: format.code)
                }
                let end = min(bytes.count, body + size)
                let frames = (end - body) / (2 * format.channels)
                var samples = [Int16](repeating: 0, count: frames)
                for frame in 0..<frames {
                    var sum = 0
                    for channel in 0..<format.channels {
                        sum += Int(Int16(bitPattern: UInt16(u16(body + (frame * format.channels + channel) * 2))))
                    }
                    samples[frame] = Int16(sum / format.channels)
                }
                self.init(samples: samples, sampleRate: format.rate)
                return
            }
            offset = body + size + (size & 1)
        }
        throw .notWAV
    }

    /// Raw 16-bit little-endian mono samples at `sampleRate` (`--listen -`).
    public init(rawData data: Data, sampleRate: Int) {
        let count = data.count / 2
        var samples = [Int16](repeating: 0, count: count)
        data.withUnsafeBytes { raw in
            for index in 0..<count {
                samples[index] = Int16(littleEndian: raw.loadUnaligned(fromByteOffset: index * 2, as: Int16.self))
            }
        }
        self.init(samples: samples, sampleRate: sampleRate)
    }
}
