/**
* | output |
* | --- |
* | "New message from {from} about {space}" |
*
* @param {Notify_Message_TitleInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const notify_message_title: ((inputs: Notify_Message_TitleInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Notify_Message_TitleInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Notify_Message_TitleInputs = {
    from: NonNullable<unknown>;
    space: NonNullable<unknown>;
};
