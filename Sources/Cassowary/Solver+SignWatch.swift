// A condition almost never broken that must still be noticed when it is (UIKit keeps every
// size at zero or above). A row per variable would weigh on every solve for the rare layout
// that needs it; a watch costs a flag per symbol and, when asked, one pass over the flags,
// reading only the values of the watched symbols — no variable objects, no table lookups.

extension Solver {
    /// The non-negative variables (`Variable.isNonNegative`) whose value in the current
    /// solution is below `threshold`, in the order of their symbols.
    public func watchedVariables(below threshold: Double) -> [Variable] {
        var found: [Variable] = []
        for index in signWatched.indices where signWatched[index] {
            if value(ofSymbol: Int32(index)) < threshold, let variable = variables[index] {
                found.append(variable)
            }
        }
        return found
    }
}
