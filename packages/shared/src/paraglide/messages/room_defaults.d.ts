/**
* | output |
* | --- |
* | "Rooms are open for {length} and hold up to {people} people. You get a {code}-character code to share." |
*
* @param {Room_DefaultsInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const room_defaults: ((inputs: Room_DefaultsInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Room_DefaultsInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Room_DefaultsInputs = {
    length: NonNullable<unknown>;
    people: NonNullable<unknown>;
    code: NonNullable<unknown>;
};
