/**
* | output |
* | --- |
* | "Recorded by the service itself each minute since {since}." |
*
* @param {Status_Recorded_SinceInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const status_recorded_since: ((inputs: Status_Recorded_SinceInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Status_Recorded_SinceInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Status_Recorded_SinceInputs = {
    since: NonNullable<unknown>;
};
