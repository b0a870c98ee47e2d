/**
* | countPlural | output |
* | --- | --- |
* | "one" | "1 minute" |
* | "other" | "{count} minutes" |
*
* @param {Wait_MinutesInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const wait_minutes: ((inputs: Wait_MinutesInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Wait_MinutesInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Wait_MinutesInputs = {
    count: NonNullable<unknown>;
};
