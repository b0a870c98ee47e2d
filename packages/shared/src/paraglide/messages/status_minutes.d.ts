/**
* | output |
* | --- |
* | "{minutes} min" |
*
* @param {Status_MinutesInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const status_minutes: ((inputs: Status_MinutesInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Status_MinutesInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Status_MinutesInputs = {
    minutes: NonNullable<unknown>;
};
