/**
* | output |
* | --- |
* | "A booking of {space} has moved" |
*
* @param {Notify_Host_Moved_TitleInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const notify_host_moved_title: ((inputs: Notify_Host_Moved_TitleInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Notify_Host_Moved_TitleInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Notify_Host_Moved_TitleInputs = {
    space: NonNullable<unknown>;
};
