/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ from: NonNullable<unknown>, space: NonNullable<unknown> }} Notify_Message_TitleInputs */

const en_notify_message_title = /** @type {(inputs: Notify_Message_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`New message from ${i?.from} about ${i?.space}`)
};

const sw_notify_message_title = /** @type {(inputs: Notify_Message_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Ujumbe mpya kutoka kwa ${i?.from} kuhusu ${i?.space}`)
};

/**
* | output |
* | --- |
* | "New message from {from} about {space}" |
*
* @param {Notify_Message_TitleInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const notify_message_title = /** @type {((inputs: Notify_Message_TitleInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notify_Message_TitleInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_notify_message_title(inputs)
	return en_notify_message_title(inputs)
});