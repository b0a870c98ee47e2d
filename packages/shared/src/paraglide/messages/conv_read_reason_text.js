/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Conv_Read_Reason_TextInputs */

const en_conv_read_reason_text = /** @type {(inputs: Conv_Read_Reason_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Its messages are private. Your reason is written to the audit log, and the guest and the host see it in their data download.`)
};

const sw_conv_read_reason_text = /** @type {(inputs: Conv_Read_Reason_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ujumbe wake ni wa faragha. Sababu yako inaandikwa kwenye kumbukumbu ya ukaguzi, na mgeni na mwenyeji wanaiona katika upakuaji wa data yao.`)
};

/**
* | output |
* | --- |
* | "Its messages are private. Your reason is written to the audit log, and the guest and the host see it in their data download." |
*
* @param {Conv_Read_Reason_TextInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const conv_read_reason_text = /** @type {((inputs?: Conv_Read_Reason_TextInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Conv_Read_Reason_TextInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_conv_read_reason_text(inputs)
	return en_conv_read_reason_text(inputs)
});