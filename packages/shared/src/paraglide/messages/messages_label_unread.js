/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Messages_Label_UnreadInputs */

const en_messages_label_unread = /** @type {(inputs: Messages_Label_UnreadInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Messages, ${i?.count} unread`)
};

const sw_messages_label_unread = /** @type {(inputs: Messages_Label_UnreadInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Jumbe, ${i?.count} hazijasomwa`)
};

/**
* | output |
* | --- |
* | "Messages, {count} unread" |
*
* @param {Messages_Label_UnreadInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const messages_label_unread = /** @type {((inputs: Messages_Label_UnreadInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Messages_Label_UnreadInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_messages_label_unread(inputs)
	return en_messages_label_unread(inputs)
});