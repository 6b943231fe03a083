extension Array where Element == String {
    /// The strings in JSON's canonical member order: by their UTF-8 bytes
    /// (which is the order of their code points), as `JSONWriter` writes an
    /// object's members.
    ///
    /// Every sort of keys alone goes through this one function: a sort is
    /// specialized for each element type and each comparison written at a
    /// call, and the web module carried six of them, each a kilobyte or more.
    /// (`JSONWriter` sorts an object's members, keys with values, itself:
    /// sorting the keys and looking each value up again made writing a
    /// state 41% slower.)
    @inline(never)
    package func sortedInMemberOrder() -> [String] {
        sorted { $0.precedesInMemberOrder($1) }
    }
}

extension String {
    /// Whether the string comes before `other` in JSON's canonical member
    /// order: its UTF-8 bytes first. The one statement of the order, for the
    /// keys' sort above and `JSONWriter`'s sort of members.
    // Always inlined: in the writer's sort, a call per comparison cost 1.9%.
    @inline(__always) package func precedesInMemberOrder(_ other: String) -> Bool {
        utf8.lexicographicallyPrecedes(other.utf8)
    }
}

extension Dictionary where Key == String {
    /// The keys in JSON's canonical member order (`sortedInMemberOrder()`).
    package var keysInMemberOrder: [String] {
        Array(keys).sortedInMemberOrder()
    }
}
