/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ from: NonNullable<unknown> }} Notify_Message_WroteInputs */

const en_notify_message_wrote = /** @type {(inputs: Notify_Message_WroteInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.from} wrote:`)
};

const sw_notify_message_wrote = /** @type {(inputs: Notify_Message_WroteInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.from} ameandika:`)
};

/**
* | output |
* | --- |
* | "{from} wrote:" |
*
* @param {Notify_Message_WroteInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const notify_message_wrote = /** @type {((inputs: Notify_Message_WroteInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notify_Message_WroteInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_notify_message_wrote(inputs)
	return en_notify_message_wrote(inputs)
});