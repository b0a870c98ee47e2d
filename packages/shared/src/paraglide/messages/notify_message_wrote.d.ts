/**
* | output |
* | --- |
* | "{from} wrote:" |
*
* @param {Notify_Message_WroteInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const notify_message_wrote: ((inputs: Notify_Message_WroteInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Notify_Message_WroteInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Notify_Message_WroteInputs = {
    from: NonNullable<unknown>;
};
