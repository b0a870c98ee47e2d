/**
* | output |
* | --- |
* | "Elevator" |
*
* @param {Amenity_ElevatorInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const amenity_elevator: ((inputs?: Amenity_ElevatorInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Amenity_ElevatorInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Amenity_ElevatorInputs = {};
