/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Bell_Label_UnreadInputs */

const en_bell_label_unread = /** @type {(inputs: Bell_Label_UnreadInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Notifications, ${i?.count} unread`)
};

const sw_bell_label_unread = /** @type {(inputs: Bell_Label_UnreadInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Arifa, ${i?.count} hazijasomwa`)
};

/**
* | output |
* | --- |
* | "Notifications, {count} unread" |
*
* @param {Bell_Label_UnreadInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const bell_label_unread = /** @type {((inputs: Bell_Label_UnreadInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Bell_Label_UnreadInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_bell_label_unread(inputs)
	return en_bell_label_unread(inputs)
});