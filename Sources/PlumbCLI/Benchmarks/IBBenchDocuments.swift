/// The documents `plumb bench ib` times, generated so the benchmark needs no study files:
/// a storyboard form as Xcode writes one (labels and text fields in rows, about 150
/// constraints), and a xib of 1,000 views (tiles in rows, some placed by autoresizing masks).
enum IBBenchDocuments {
    /// `rows` label/field rows: five constraints a row (label leading and top, field leading
    /// to the label with Standard spacing, field trailing to the margin, baselines).
    static func form(rows: Int) -> String {
        var subviews = ""
        var constraints = ""
        for row in 0..<rows {
            let y = 28 + row * 38
            subviews += """
                                    <label opaque="NO" userInteractionEnabled="NO" contentMode="left" horizontalHuggingPriority="251" verticalHuggingPriority="251" text="Field \(row)" textAlignment="natural" lineBreakMode="tailTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="lb-\(row)-00">
                                        <rect key="frame" x="16" y="\(y + 5)" width="60" height="20.5"/>
                                        <fontDescription key="fontDescription" type="system" pointSize="17"/>
                                        <nil key="textColor"/>
                                    </label>
                                    <textField opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="left" contentVerticalAlignment="center" borderStyle="roundedRect" placeholder="Value \(row)" textAlignment="natural" minimumFontSize="17" translatesAutoresizingMaskIntoConstraints="NO" id="tf-\(row)-00">
                                        <rect key="frame" x="84" y="\(y)" width="275" height="34"/>
                                        <fontDescription key="fontDescription" type="system" pointSize="14"/>
                                        <textInputTraits key="textInputTraits"/>
                                    </textField>

                """
            let above =
                row == 0
                ? "secondItem=\"sa-00-00\" secondAttribute=\"top\" constant=\"8\""
                : "secondItem=\"tf-\(row - 1)-00\" secondAttribute=\"bottom\" constant=\"4\""
            constraints += """
                                    <constraint firstItem="lb-\(row)-00" firstAttribute="leading" secondItem="rt-00-00" secondAttribute="leadingMargin" id="c\(row)-a"/>
                                    <constraint firstItem="tf-\(row)-00" firstAttribute="top" \(above) id="c\(row)-b"/>
                                    <constraint firstItem="tf-\(row)-00" firstAttribute="leading" secondItem="lb-\(row)-00" secondAttribute="trailing" constant="8" symbolic="YES" id="c\(row)-c"/>
                                    <constraint firstAttribute="trailingMargin" secondItem="tf-\(row)-00" secondAttribute="trailing" id="c\(row)-d"/>
                                    <constraint firstItem="lb-\(row)-00" firstAttribute="firstBaseline" secondItem="tf-\(row)-00" secondAttribute="firstBaseline" id="c\(row)-e"/>

                """
        }
        return """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES" initialViewController="vc-00-00">
                <device id="retina4_7" orientation="portrait" appearance="light"/>
                <scenes>
                    <scene sceneID="sc-00-00">
                        <objects>
                            <viewController id="vc-00-00" sceneMemberID="viewController">
                                <view key="view" contentMode="scaleToFill" id="rt-00-00">
                                    <rect key="frame" x="0.0" y="0.0" width="375" height="\(max(667, 60 + rows * 38))"/>
                                    <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                    <subviews>
            \(subviews)                        </subviews>
                                    <color key="backgroundColor" systemColor="systemBackgroundColor"/>
                                    <constraints>
            \(constraints)                        </constraints>
                                    <viewLayoutGuide key="safeArea" id="sa-00-00"/>
                                </view>
                            </viewController>
                        </objects>
                    </scene>
                </scenes>
            </document>

            """
    }

    /// `views` tiles under one root, ten to a row: every tenth placed by its autoresizing
    /// mask, the others by four constraints (left and top to their neighbours, a size).
    static func tiles(views: Int) -> String {
        var subviews = ""
        var constraints = ""
        for index in 0..<views {
            let (row, column) = (index / 10, index % 10)
            let frame = "<rect key=\"frame\" x=\"\(column * 36)\" y=\"\(row * 36)\" width=\"32\" height=\"32\"/>"
            if column == 0 {
                subviews += """
                            <view contentMode="scaleToFill" id="v\(index)" userLabel="Tile \(index)">
                                \(frame)
                                <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                                <color key="backgroundColor" red="0.2" green="0.4" blue="0.8" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                            </view>

                    """
                continue
            }
            subviews += """
                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="v\(index)" userLabel="Tile \(index)">
                            \(frame)
                            <constraints>
                                <constraint firstAttribute="width" constant="32" id="w\(index)"/>
                                <constraint firstAttribute="height" secondItem="v\(index)" secondAttribute="width" multiplier="1:1" id="h\(index)"/>
                            </constraints>
                        </view>

                """
            constraints += """
                            <constraint firstItem="v\(index)" firstAttribute="leading" secondItem="v\(index - 1)" secondAttribute="trailing" constant="4" id="l\(index)"/>
                            <constraint firstItem="v\(index)" firstAttribute="top" secondItem="v\(index - 1)" secondAttribute="top" id="t\(index)"/>

                """
        }
        return """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
                <device id="retina4_7" orientation="portrait" appearance="light"/>
                <objects>
                    <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
                    <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
                    <view contentMode="scaleToFill" id="root" userLabel="Tiles">
                        <rect key="frame" x="0.0" y="0.0" width="360" height="\(max(1, (views + 9) / 10) * 36)"/>
                        <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                        <subviews>
            \(subviews)            </subviews>
                        <constraints>
            \(constraints)            </constraints>
                    </view>
                </objects>
            </document>

            """
    }
}
