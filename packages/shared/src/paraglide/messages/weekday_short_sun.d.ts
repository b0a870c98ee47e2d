/**
* | output |
* | --- |
* | "Sun" |
*
* @param {Weekday_Short_SunInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const weekday_short_sun: ((inputs?: Weekday_Short_SunInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Weekday_Short_SunInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Weekday_Short_SunInputs = {};
