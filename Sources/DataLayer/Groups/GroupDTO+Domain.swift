import DomainLayer

extension GroupDTO {
    /// The entity, with the date parsed.
    /// - Throws: `GroupDateError` when the date is malformed.
    public func toDomain() throws(GroupDateError) -> MyGroup {
        MyGroup(name: name, date: try GroupDate.parse(date), image: image)
    }
}
