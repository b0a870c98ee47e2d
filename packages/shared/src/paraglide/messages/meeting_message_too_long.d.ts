/**
* | output |
* | --- |
* | "Messages can be at most {max_chat_length} characters." |
*
* @param {Meeting_Message_Too_LongInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const meeting_message_too_long: ((inputs: Meeting_Message_Too_LongInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Meeting_Message_Too_LongInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Meeting_Message_Too_LongInputs = {
    max_chat_length: NonNullable<unknown>;
};
