/**
* | output |
* | --- |
* | "There was an error loading the application. This might be due to a temporary issue." |
*
* @param {Crash_BodyInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const crash_body: ((inputs?: Crash_BodyInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Crash_BodyInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Crash_BodyInputs = {};
