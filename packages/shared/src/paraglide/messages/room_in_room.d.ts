/**
* | countPlural | output |
* | --- | --- |
* | "one" | "1 in the room." |
* | "other" | "{count} in the room." |
*
* @param {Room_In_RoomInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const room_in_room: ((inputs: Room_In_RoomInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Room_In_RoomInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Room_In_RoomInputs = {
    count: NonNullable<unknown>;
};
