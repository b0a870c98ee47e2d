/**
* | output |
* | --- |
* | "Go home" |
*
* @param {Crash_HomeInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const crash_home: ((inputs?: Crash_HomeInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Crash_HomeInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Crash_HomeInputs = {};
