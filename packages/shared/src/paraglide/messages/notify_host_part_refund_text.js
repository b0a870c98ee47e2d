/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Notify_Host_Part_Refund_TextInputs */

const en_notify_host_part_refund_text = /** @type {(inputs: Notify_Host_Part_Refund_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your earnings from it shrink in the same share; the booking stands. Your earnings page shows what is left.`)
};

const sw_notify_host_part_refund_text = /** @type {(inputs: Notify_Host_Part_Refund_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mapato yako kutoka kwake yanapungua kwa uwiano huo; uhifadhi unaendelea. Ukurasa wa mapato unaonyesha kilichobaki.`)
};

/**
* | output |
* | --- |
* | "Your earnings from it shrink in the same share; the booking stands. Your earnings page shows what is left." |
*
* @param {Notify_Host_Part_Refund_TextInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const notify_host_part_refund_text = /** @type {((inputs?: Notify_Host_Part_Refund_TextInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notify_Host_Part_Refund_TextInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_notify_host_part_refund_text(inputs)
	return en_notify_host_part_refund_text(inputs)
});