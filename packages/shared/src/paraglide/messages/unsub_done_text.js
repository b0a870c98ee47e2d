/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ label: NonNullable<unknown> }} Unsub_Done_TextInputs */

const en_unsub_done_text = /** @type {(inputs: Unsub_Done_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`You will no longer get “${i?.label}” e-mails. Turn them back on any time under Settings → Notifications.`)
};

const sw_unsub_done_text = /** @type {(inputs: Unsub_Done_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Hutapokea tena barua pepe za “${i?.label}”. Ziwashe tena wakati wowote chini ya Mipangilio → Arifa.`)
};

/**
* | output |
* | --- |
* | "You will no longer get “{label}” e-mails. Turn them back on any time under Settings → Notifications." |
*
* @param {Unsub_Done_TextInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const unsub_done_text = /** @type {((inputs: Unsub_Done_TextInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Unsub_Done_TextInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_unsub_done_text(inputs)
	return en_unsub_done_text(inputs)
});