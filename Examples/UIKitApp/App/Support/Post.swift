import Foundation

struct Post {
    var author: String
    var body: String

    static let sample = Post(
        author: "Ada Lovelace",
        body: "The Analytical Engine weaves algebraic patterns just as the Jacquard loom weaves flowers and leaves.")
}
