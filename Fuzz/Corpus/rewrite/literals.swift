/* a /* nested */ comment with @objc */
let a = """
    @IBOutlet "quoted" \(b.map { "@objc \($0)" }) #selector(x)
    """
let c = #"raw "@objc" \#(#selector(d)) "#
let e = ##"""
    """# still inside
    """##
let f = /@objc[\/]"/
let g = #/#selector(h)/#
let dynamic = x / y / z
let i = #selector(getter: UIView.frame)
let j = #selector(
    k(_:
      l:))
