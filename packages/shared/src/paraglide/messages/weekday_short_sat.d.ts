/**
* | output |
* | --- |
* | "Sat" |
*
* @param {Weekday_Short_SatInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const weekday_short_sat: ((inputs?: Weekday_Short_SatInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Weekday_Short_SatInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Weekday_Short_SatInputs = {};
