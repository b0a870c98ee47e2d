/**
* | output |
* | --- |
* | "{when} · the host answers within 24 hours." |
*
* @param {Notify_Requested_BodyInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const notify_requested_body: ((inputs: Notify_Requested_BodyInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Notify_Requested_BodyInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Notify_Requested_BodyInputs = {
    when: NonNullable<unknown>;
};
