/**
* | output |
* | --- |
* | "Say why you are reading this conversation (at least 3 characters): it is recorded, and its people can see it." |
*
* @param {Thread_Read_ReasonInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const thread_read_reason: ((inputs?: Thread_Read_ReasonInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Thread_Read_ReasonInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Thread_Read_ReasonInputs = {};
