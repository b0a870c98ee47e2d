/**
* | output |
* | --- |
* | "Fri" |
*
* @param {Weekday_Short_FriInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const weekday_short_fri: ((inputs?: Weekday_Short_FriInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Weekday_Short_FriInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Weekday_Short_FriInputs = {};
