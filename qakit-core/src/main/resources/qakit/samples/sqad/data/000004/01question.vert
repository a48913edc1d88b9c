<s>
Kdy	kdy	k6eAd1	kdy
byl	být	k5eAaImAgInS	být
položen	položit	k5eAaPmNgInS	položit
základní	základní	k2eAgInSc1d1	základní
kámen	kámen	k1gInSc1	kámen
Karlova	Karlův	k2eAgInSc2d1	Karlův
mostu	most	k1gInSc2	most
<g/>
?	?	kIx?	?
</s>
