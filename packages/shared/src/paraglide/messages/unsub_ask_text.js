/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ description: NonNullable<unknown> }} Unsub_Ask_TextInputs */

const en_unsub_ask_text = /** @type {(inputs: Unsub_Ask_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.description} You can turn them back on under Settings → Notifications.`)
};

const sw_unsub_ask_text = /** @type {(inputs: Unsub_Ask_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.description} Unaweza kuziwasha tena chini ya Mipangilio → Arifa.`)
};

/**
* | output |
* | --- |
* | "{description} You can turn them back on under Settings → Notifications." |
*
* @param {Unsub_Ask_TextInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const unsub_ask_text = /** @type {((inputs: Unsub_Ask_TextInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Unsub_Ask_TextInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_unsub_ask_text(inputs)
	return en_unsub_ask_text(inputs)
});