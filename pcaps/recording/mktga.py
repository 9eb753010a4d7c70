import struct,sys,zipfile,io
# six 64x64 24-bit uncompressed TGA sky faces (generated gradients), deflated into one .pkz
z=zipfile.ZipFile(sys.argv[1],'w',zipfile.ZIP_DEFLATED)
for k,face in enumerate(['bk','dn','ft','lf','rt','up']):
    w=h=64
    hdr=struct.pack('<BBBHHBHHHHBB',0,0,2,0,0,0,0,0,w,h,24,0)
    px=bytes(v for y in range(h) for x in range(w) for v in ((x*4)&255,(y*4)&255,(k*40)&255))
    z.writestr('env/unit1_%s.tga'%face,hdr+px)
z.close()
