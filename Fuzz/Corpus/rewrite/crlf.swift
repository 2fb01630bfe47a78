@objc
func a() {}
let b = "\(#selector(c))"
