/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Etims_Qr_AltInputs */

const en_etims_qr_alt = /** @type {(inputs: Etims_Qr_AltInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`QR code to check this invoice on KRA's eTIMS`)
};

const sw_etims_qr_alt = /** @type {(inputs: Etims_Qr_AltInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Msimbo wa QR wa kukagua ankara hii kwenye eTIMS ya KRA`)
};

/**
* | output |
* | --- |
* | "QR code to check this invoice on KRA's eTIMS" |
*
* @param {Etims_Qr_AltInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const etims_qr_alt = /** @type {((inputs?: Etims_Qr_AltInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Etims_Qr_AltInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_etims_qr_alt(inputs)
	return en_etims_qr_alt(inputs)
});