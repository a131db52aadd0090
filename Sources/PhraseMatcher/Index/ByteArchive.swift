/// A flat little-endian byte format for data Hark writes and reads back itself (the compiled
/// phrase cache): integers, byte strings and arrays of plain numbers copied in one go.
///
/// Not a general serialization format: the reader trusts that the bytes come from the writer of
/// the same build, and only guards against running off the end (a cut file), reporting it as
/// `nil` so that the caller can fall back to building the data again.
///
/// ```swift
/// var writer = ByteArchiveWriter()
/// writer.write(42)
/// writer.write("miso")
/// var reader = ByteArchiveReader(writer.bytes)
/// reader.readInt()     // 42
/// reader.readString()  // "miso"
/// ```
struct ByteArchiveWriter {
    private(set) var bytes: [UInt8] = []

    mutating func write(_ value: Int) {
        withUnsafeBytes(of: Int64(value).littleEndian) { bytes.append(contentsOf: $0) }
    }

    mutating func write(_ value: Bool) {
        bytes.append(value ? 1 : 0)
    }

    mutating func write(_ value: String) {
        var value = value
        value.withUTF8 { utf8 in
            write(utf8.count)
            bytes.append(contentsOf: utf8)
        }
    }

    mutating func write(_ value: String?) {
        write(value != nil)
        if let value { write(value) }
    }

    /// An array of plain numbers (`Int32`, `UInt64`, `UInt8`, …), as its count and its memory.
    mutating func write<Number: FixedWidthInteger>(_ values: [Number]) {
        write(values.count)
        #if _endian(little)
            values.withUnsafeBytes { bytes.append(contentsOf: $0) }
        #else
            values.map(\.littleEndian).withUnsafeBytes { bytes.append(contentsOf: $0) }
        #endif
    }

    mutating func write(_ values: [Int]) {
        write(values.map { Int64($0) })
    }

    mutating func write(_ values: [String]) {
        write(values.count)
        for value in values { write(value) }
    }

    mutating func write(_ values: [Bool]) {
        write(values.map { UInt8($0 ? 1 : 0) })
    }
}

/// Reads what ``ByteArchiveWriter`` wrote, in the same order; every read returns `nil` once the
/// bytes run out or a length cannot be right.
struct ByteArchiveReader {
    private let bytes: [UInt8]
    private(set) var offset = 0

    init(_ bytes: [UInt8]) {
        self.bytes = bytes
    }

    var isAtEnd: Bool { offset == bytes.count }

    mutating func readInt() -> Int? {
        guard bytes.count - offset >= 8 else { return nil }
        var value: Int64 = 0
        withUnsafeMutableBytes(of: &value) { target in
            bytes.withUnsafeBytes { source in
                target.copyMemory(from: UnsafeRawBufferPointer(rebasing: source[offset..<offset + 8]))
            }
        }
        offset += 8
        return Int(Int64(littleEndian: value))
    }

    mutating func readBool() -> Bool? {
        guard offset < bytes.count else { return nil }
        offset += 1
        return bytes[offset - 1] != 0
    }

    private mutating func readLength(unitSize: Int) -> Int? {
        guard let count = readInt(), count >= 0, count <= (bytes.count - offset) / max(unitSize, 1) else {
            return nil
        }
        return count
    }

    mutating func readString() -> String? {
        guard let count = readLength(unitSize: 1) else { return nil }
        defer { offset += count }
        return bytes.withUnsafeBufferPointer { buffer in
            String(decoding: UnsafeBufferPointer(rebasing: buffer[offset..<offset + count]), as: UTF8.self)
        }
    }

    mutating func readOptionalString() -> String?? {
        guard let present = readBool() else { return nil }
        guard present else { return .some(nil) }
        guard let value = readString() else { return nil }
        return .some(value)
    }

    mutating func readNumbers<Number: FixedWidthInteger>(_: Number.Type = Number.self) -> [Number]? {
        let size = MemoryLayout<Number>.size
        guard let count = readLength(unitSize: size) else { return nil }
        let values = [Number](unsafeUninitializedCapacity: count) { buffer, initialized in
            bytes.withUnsafeBytes { source in
                UnsafeMutableRawBufferPointer(buffer).copyMemory(
                    from: UnsafeRawBufferPointer(rebasing: source[offset..<offset + count * size]))
            }
            initialized = count
        }
        offset += count * size
        #if _endian(little)
            return values
        #else
            return values.map { Number(littleEndian: $0) }
        #endif
    }

    mutating func readInts() -> [Int]? {
        readNumbers(Int64.self).map { $0.map { Int($0) } }
    }

    mutating func readStrings() -> [String]? {
        guard let count = readLength(unitSize: 8) else { return nil }
        var values: [String] = []
        values.reserveCapacity(count)
        for _ in 0..<count {
            guard let value = readString() else { return nil }
            values.append(value)
        }
        return values
    }

    mutating func readBools() -> [Bool]? {
        readNumbers(UInt8.self).map { $0.map { $0 != 0 } }
    }
}
