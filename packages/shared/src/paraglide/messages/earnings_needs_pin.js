/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Earnings_Needs_PinInputs */

const en_earnings_needs_pin = /** @type {(inputs: Earnings_Needs_PinInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Add your KRA PIN under Profile → Settings → Tax details: KRA asks Nafasi to withhold tax from your payouts, and they wait until it is there.`)
};

const sw_earnings_needs_pin = /** @type {(inputs: Earnings_Needs_PinInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ongeza PIN yako ya KRA kwenye Wasifu → Mipangilio → Maelezo ya kodi: KRA inaitaka Nafasi ikate kodi ya zuio kwenye malipo yako, na yanasubiri hadi PIN iwepo.`)
};

/**
* | output |
* | --- |
* | "Add your KRA PIN under Profile → Settings → Tax details: KRA asks Nafasi to withhold tax from your payouts, and they wait until it is there." |
*
* @param {Earnings_Needs_PinInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const earnings_needs_pin = /** @type {((inputs?: Earnings_Needs_PinInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Earnings_Needs_PinInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_earnings_needs_pin(inputs)
	return en_earnings_needs_pin(inputs)
});