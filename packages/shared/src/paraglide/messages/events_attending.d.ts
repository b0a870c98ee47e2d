/**
* | output |
* | --- |
* | "{count}/{max} attending" |
*
* @param {Events_AttendingInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const events_attending: ((inputs: Events_AttendingInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Events_AttendingInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Events_AttendingInputs = {
    count: NonNullable<unknown>;
    max: NonNullable<unknown>;
};
