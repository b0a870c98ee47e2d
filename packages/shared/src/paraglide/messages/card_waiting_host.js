/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Card_Waiting_HostInputs */

const en_card_waiting_host = /** @type {(inputs: Card_Waiting_HostInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Waiting for the host to accept. You pay once they do.`)
};

const sw_card_waiting_host = /** @type {(inputs: Card_Waiting_HostInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Inasubiri mwenyeji akubali. Utalipa akishakubali.`)
};

/**
* | output |
* | --- |
* | "Waiting for the host to accept. You pay once they do." |
*
* @param {Card_Waiting_HostInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const card_waiting_host = /** @type {((inputs?: Card_Waiting_HostInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Card_Waiting_HostInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_card_waiting_host(inputs)
	return en_card_waiting_host(inputs)
});