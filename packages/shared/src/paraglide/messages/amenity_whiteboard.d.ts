/**
* | output |
* | --- |
* | "Whiteboard" |
*
* @param {Amenity_WhiteboardInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const amenity_whiteboard: ((inputs?: Amenity_WhiteboardInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Amenity_WhiteboardInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Amenity_WhiteboardInputs = {};
