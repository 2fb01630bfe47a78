/// A conflict with the reasons behind it: why its broken constraint was the one left out,
/// and what breaking each other member instead would have given.
public struct ConflictExplanation: Sendable {
    /// Breaking another member of the minimal set instead of the one UIKit broke.
    public struct Alternative: Sendable, Equatable {
        public enum Outcome: Sendable, Equatable {
            /// The layout that results, as the views whose frames would differ.
            case frames([FrameChange])
            /// The broken constraint still cannot hold: it conflicts with these too.
            case stillUnsatisfiable([String])
            /// The member is the device's own (the window's size): nothing can break it.
            case unbreakable
            /// Not tried: the set is long and the first ones show the pattern.
            case notTried
        }

        public let broken: String
        public let outcome: Outcome
    }

    /// A view whose frame would be different.
    public struct FrameChange: Sendable, Equatable {
        public let view: String
        /// The view's `itemID`.
        public let itemID: Int
        public let from: Rect
        public let to: Rect
    }

    /// Why the broken constraint was the one left out (worded by `DiagnosisReport`).
    public enum Reason: Sendable, Equatable {
        /// Added in activation order, it was the first that could not hold with the others
        /// of the set, which were in force.
        case activationOrder(othersInForce: Int)
        /// A new device size (an edit of the root's size) cannot hold with the set; the
        /// engine keeps the previous size.
        case deviceSizeChanged
    }

    public let conflict: Layout.Conflict
    public let reason: Reason
    /// One per other member of the minimal set, in the set's order.
    public let alternatives: [Alternative]
}
