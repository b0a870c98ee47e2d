/**
* | output |
* | --- |
* | "{counted} available" |
*
* @param {Home_AvailableInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const home_available: ((inputs: Home_AvailableInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Home_AvailableInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Home_AvailableInputs = {
    counted: NonNullable<unknown>;
};
