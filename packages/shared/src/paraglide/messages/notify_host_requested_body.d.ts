/**
* | output |
* | --- |
* | "{guest} asks for {when}. Accept or decline within 24 hours." |
*
* @param {Notify_Host_Requested_BodyInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const notify_host_requested_body: ((inputs: Notify_Host_Requested_BodyInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Notify_Host_Requested_BodyInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Notify_Host_Requested_BodyInputs = {
    guest: NonNullable<unknown>;
    when: NonNullable<unknown>;
};
