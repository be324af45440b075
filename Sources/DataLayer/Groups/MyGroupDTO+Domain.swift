import DomainLayer

extension MyGroupDTO {
    /// The entity, with the date parsed.
    /// - Throws: `MyGroupDateError` when the date is malformed.
    public func toDomain() throws(MyGroupDateError) -> MyGroup {
        MyGroup(name: name, date: try MyGroupDate.parse(date), image: image)
    }
}
