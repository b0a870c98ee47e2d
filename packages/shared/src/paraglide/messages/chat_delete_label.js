/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Chat_Delete_LabelInputs */

const en_chat_delete_label = /** @type {(inputs: Chat_Delete_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Delete the message from ${i?.name}`)
};

const sw_chat_delete_label = /** @type {(inputs: Chat_Delete_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Futa ujumbe kutoka kwa ${i?.name}`)
};

/**
* | output |
* | --- |
* | "Delete the message from {name}" |
*
* @param {Chat_Delete_LabelInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const chat_delete_label = /** @type {((inputs: Chat_Delete_LabelInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Chat_Delete_LabelInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_chat_delete_label(inputs)
	return en_chat_delete_label(inputs)
});