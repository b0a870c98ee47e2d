/**
* | output |
* | --- |
* | "Cancellation" |
*
* @param {Space_CancellationInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const space_cancellation: ((inputs?: Space_CancellationInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Space_CancellationInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Space_CancellationInputs = {};
